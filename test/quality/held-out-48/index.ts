import { site as h471 } from './h471-kraemer-hydraulik.js';
import { site as h472 } from './h472-empacadoras-bajio.js';
import { site as h473 } from './h473-brightline-components.js';
import { site as h474 } from './h474-clp-polymeres.js';
import { site as h475 } from './h475-kosaka-seiki.js';
import { site as h476 } from './h476-brunel-toolworks.js';
import { site as h477 } from './h477-valvulas-serra-gaucha.js';
import { site as h478 } from './h478-anadolu-ambalaj.js';
import { site as h479 } from './h479-vanderhoek-conveyors.js';
import { site as h480 } from './h480-deccan-flowtech.js';
import type { CorpusSite } from '../corpus/types.js';

/** Forty-eighth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h471, h472, h473, h474, h475, h476, h477, h478, h479, h480];
