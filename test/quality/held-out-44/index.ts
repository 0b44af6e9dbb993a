import { site as h431 } from './h431-medivion.js';
import { site as h432 } from './h432-hospital-altavista.js';
import { site as h433 } from './h433-reboundly.js';
import { site as h434 } from './h434-veto-deux-rives.js';
import { site as h435 } from './h435-terabiolab.js';
import { site as h436 } from './h436-pulsoo.js';
import { site as h437 } from './h437-northgate-physio.js';
import { site as h438 } from './h438-vallombrosa-pharma.js';
import { site as h439 } from './h439-alwaha-labs.js';
import { site as h440 } from './h440-wildroot-wellness.js';
import type { CorpusSite } from '../corpus/types.js';

/** Forty-fourth held-out set: written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h431, h432, h433, h434, h435, h436, h437, h438, h439, h440];
