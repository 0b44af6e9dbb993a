/**
 * When a list's stored members are current (docs/lists.md, Materialization): built from the list's definition
 * version in force and from the data version in force, and less than a day ago, because a tier depends on the date
 * as well (evidence is strong only while it is less than 90 days old). Otherwise the next read rebuilds them. The
 * test itself is SQL (list.repository.ts, `fresh`), so that a page can be read in the same statement as the list.
 */
export const MATERIALIZATION_MAX_AGE_MS = 24 * 3600 * 1000;
