// Plain data, no zod: the TCF chunk bundles it. docs/decisions/tcf.md#our-categories-and-the-tcf-purposes is this table.
import type { CONSENT_CATEGORIES } from './categories.ts';

/**
 * The categories whose consent covers each TCF purpose (IAB TCF Policies, Appendix A, purposes 1–11): a purpose is
 * consented to only when one of its categories is granted. Purpose 1 (storing or accessing information on a device)
 * is what the tags of each of these categories do, so any of them covers it; every other has one. Essential and
 * social networking cover none, and no category covers a special feature: those need their own opt-in.
 */
export const TCF_PURPOSE_CATEGORIES: Readonly<Record<number, readonly (typeof CONSENT_CATEGORIES)[number][]>> = {
  1: ['performance', 'analytics', 'advertising'],
  2: ['advertising'],
  3: ['advertising'],
  4: ['advertising'],
  5: ['performance'],
  6: ['performance'],
  7: ['advertising'],
  8: ['analytics'],
  9: ['analytics'],
  10: ['analytics'],
  11: ['performance'],
};
