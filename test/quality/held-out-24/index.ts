import { site as h231 } from './h231-ledgerline.js';
import { site as h232 } from './h232-harbourstone-insurance.js';
import { site as h233 } from './h233-keyfold.js';
import { site as h234 } from './h234-thornbury-vale.js';
import { site as h235 } from './h235-corvid-pay.js';
import { site as h236 } from './h236-kontorwerk-baufinanzierung.js';
import { site as h237 } from './h237-pivette.js';
import { site as h238 } from './h238-albaran-seguros.js';
import { site as h239 } from './h239-fakturagarden.js';
import { site as h240 } from './h240-minato-jutaku.js';
import type { CorpusSite } from '../corpus/types.js';

/** Twenty-fourth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h231, h232, h233, h234, h235, h236, h237, h238, h239, h240];
