import { site as h221 } from './h221-hartwell-pryce.js';
import { site as h222 } from './h222-haidacher-steinbauer.js';
import { site as h223 } from './h223-kelvara-consulting.js';
import { site as h224 } from './h224-kowhai-talent.js';
import { site as h225 } from './h225-fjordlinje-arkitekter.js';
import { site as h226 } from './h226-ironvale-security.js';
import { site as h227 } from './h227-lumen-traductions.js';
import { site as h228 } from './h228-groeiplek-academy.js';
import { site as h229 } from './h229-aigaion-events.js';
import { site as h230 } from './h230-saengdao-digital.js';
import type { CorpusSite } from '../corpus/types.js';

/** Twenty-third held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h221, h222, h223, h224, h225, h226, h227, h228, h229, h230];
