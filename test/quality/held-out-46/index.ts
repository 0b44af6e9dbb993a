import { site as h451 } from './h451-wehrwerk-security.js';
import { site as h452 } from './h452-nubaria-cloud.js';
import { site as h453 } from './h453-tracewind.js';
import { site as h454 } from './h454-datavoute.js';
import { site as h455 } from './h455-kumogami-security.js';
import { site as h456 } from './h456-harbourline-hosting.js';
import { site as h457 } from './h457-lumiar-ia.js';
import { site as h458 } from './h458-bastionet.js';
import { site as h459 } from './h459-sahab-dc.js';
import { site as h460 } from './h460-ironleaf-keys.js';
import type { CorpusSite } from '../corpus/types.js';

/** Forty-sixth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h451, h452, h453, h454, h455, h456, h457, h458, h459, h460];
