import { site as h591 } from './h591-ellerbach-erleben.js';
import { site as h592 } from './h592-adev-haut-vivarais.js';
import { site as h593 } from './h593-parque-cientifico-valdora.js';
import { site as h594 } from './h594-biblioteche-valserena.js';
import { site as h595 } from './h595-norrviktrafiken.js';
import { site as h596 } from './h596-kaskimaan-kauppakamari.js';
import { site as h597 } from './h597-sakuradai-science-park.js';
import { site as h598 } from './h598-feinwerktechnik-sued.js';
import { site as h599 } from './h599-invest-piana-alta.js';
import { site as h600 } from './h600-almarena-convention-bureau.js';
import type { CorpusSite } from '../corpus/types.js';

/** Sixtieth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h591, h592, h593, h594, h595, h596, h597, h598, h599, h600];
