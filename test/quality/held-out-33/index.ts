import { site as h321 } from './h321-lanternfall.js';
import { site as h322 } from './h322-cronacadelmonviso.js';
import { site as h323 } from './h323-driftwoodaudio.js';
import { site as h324 } from './h324-zeytinada.js';
import { site as h325 } from './h325-alpenbrems.js';
import { site as h326 } from './h326-revontulimatkat.js';
import { site as h327 } from './h327-skerrylines.js';
import { site as h328 } from './h328-ritmoapp.js';
import { site as h329 } from './h329-tixtide.js';
import { site as h330 } from './h330-saltwillow.js';
import type { CorpusSite } from '../corpus/types.js';

/** Thirty-third held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h321, h322, h323, h324, h325, h326, h327, h328, h329, h330];
