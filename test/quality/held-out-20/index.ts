import { site as h191 } from './h191-quillmesh.js';
import { site as h192 } from './h192-teamfalter.js';
import { site as h193 } from './h193-encaisso.js';
import { site as h194 } from './h194-uriba-cloud.js';
import { site as h195 } from './h195-brackenfield-it.js';
import { site as h196 } from './h196-northwake-hosting.js';
import { site as h197 } from './h197-kalpvriti.js';
import { site as h198 } from './h198-coralfield-collective.js';
import { site as h199 } from './h199-nopalstack.js';
import { site as h200 } from './h200-voorraadvink.js';
import type { CorpusSite } from '../corpus/types.js';

/** Twentieth held-out set: B2B software and internet companies (SaaS marketplaces, fintech, HR, e-commerce, MSPs, hosting, agency network), written without reading the extraction or detection code, to measure how they generalize. */
export const sites: CorpusSite[] = [h191, h192, h193, h194, h195, h196, h197, h198, h199, h200];
