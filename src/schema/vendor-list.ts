import { z } from 'zod';
import { IAB_LANGUAGES } from '../shared/iab-languages.ts';

// The IAB's Global Vendor List (GVL, specification version 3) and its purpose
// translations (purposes-xx.json), as the service fetches them from the
// operator's location (docs/service.md#iab-tcf). Objects are loose: a field the
// IAB adds is kept and re-served unaltered rather than dropped.

const Id = z.number().int().positive();
const Ids = z.array(Id);
/** GVL objects are keyed by their id as a string ("1": {id: 1, …}). */
const ById = <T extends z.ZodType>(item: T) => z.record(z.string().regex(/^[1-9][0-9]*$/), item);

const Declaration = z.looseObject({
  id: Id,
  name: z.string(),
  description: z.string(),
  illustrations: z.array(z.string()).optional(),
});
const Stack = z.looseObject({ id: Id, name: z.string(), description: z.string(), purposes: Ids, specialFeatures: Ids });
const DataCategory = z.looseObject({ id: Id, name: z.string(), description: z.string() });

export const GvlVendor = z.looseObject({
  id: Id,
  name: z.string(),
  purposes: Ids,
  legIntPurposes: Ids,
  flexiblePurposes: Ids,
  specialPurposes: Ids,
  features: Ids,
  specialFeatures: Ids,
  deletedDate: z.string().optional(),
});
export type GvlVendor = z.infer<typeof GvlVendor>;

/** The texts of a vendor list that translations replace: everything but the vendors. */
const Texts = {
  purposes: ById(Declaration),
  specialPurposes: ById(Declaration),
  features: ById(Declaration),
  specialFeatures: ById(Declaration),
  stacks: ById(Stack),
  dataCategories: ById(DataCategory).optional(),
  /**
   * Policy 5.0.b (TCF v2.4): explanations the interface must show, added to
   * the GVL without a new specification version. Kept as the IAB publishes
   * them: the service names no key of its own.
   */
  standardTexts: z.record(z.string(), z.unknown()).optional(),
};

export const VendorList = z.looseObject({
  gvlSpecificationVersion: z.literal(3),
  vendorListVersion: Id,
  tcfPolicyVersion: Id,
  lastUpdated: z.string(),
  ...Texts,
  vendors: ById(GvlVendor),
});
export type VendorList = z.infer<typeof VendorList>;

/** purposes-xx.json: the same texts in one language (the IAB translates names and descriptions, not vendors). */
export const VendorListTranslation = z.looseObject(Texts);
export type VendorListTranslation = z.infer<typeof VendorListTranslation>;

/**
 * The vendor layer's own words around the IAB's texts (the runtime's `src/runtime/tcf/layer-labels.ts`), from the
 * service's language pack of the answer's `language`. `{count}` and `{days}` are filled in by the runtime.
 */
export const TCF_LABEL_KEYS = [
  'notice', //           the first layer, before the purposes' names: "We and our {count} vendors (IAB TCF) use …"
  'open', //             the preference centre's button that opens the layer
  'title',
  'purposes',
  'specialPurposes',
  'features',
  'specialFeatures',
  'vendors', //          "Vendors ({count})"
  'consent',
  'object', //           the right to object to legitimate interest
  'legitimateInterest',
  'retention', //        "Retention: {days} days"
  'dataCategories',
  'privacy',
  'google', //           "Google ad-tech providers outside the vendor list ({count})"
  'save',
  'close',
] as const;
export type TcfLabelKey = (typeof TCF_LABEL_KEYS)[number];
export const TcfLabels = z.object(
  Object.fromEntries(TCF_LABEL_KEYS.map((k) => [k, z.string().min(1)])) as Record<TcfLabelKey, z.ZodString>,
);
export type TcfLabels = z.infer<typeof TcfLabels>;

/**
 * Extension: what the first layer names (docs/service.md#iab-tcf), chosen by the service for the website's vendors
 * (`src/service/tcf/first-layer-stacks.ts`): stacks that stand for their purposes and special features, then the
 * purposes and special features no stack covers, each by id.
 */
export const FirstLayer = z.object({ stacks: Ids, purposes: Ids, specialFeatures: Ids });
export type FirstLayer = z.infer<typeof FirstLayer>;

/**
 * What the runtime gets for one website and language (GET
 * /public/v1/websites/{uuid}/vendor-list): the vendor list with only the
 * website's vendors and the texts in `language` (English where the IAB
 * publishes no translation), plus what a TC string needs from the service.
 */
export const VendorListAnswer = VendorList.extend({
  /** The language of the texts: the visitor's, or `en` where the IAB publishes none for it. */
  language: z.string(),
  /** The operator's IAB-registered CMP (TCF_CMP_ID, TCF_CMP_VERSION). */
  cmpId: Id,
  cmpVersion: Id,
  /** Google ad-tech providers (Additional Consent) the website discloses outside the vendor list, ascending. */
  googleAtpIds: Ids,
  /** The banner's `tcf_publisher_cc`, for the TC string's `PublisherCC`; absent when unset (the library's `AA`). */
  publisherCC: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  /**
   * Extension: the banner's publisher restrictions that apply to the website's vendors, with their type as the TC
   * string numbers it (0 not allowed, 1 consent required, 2 legitimate interest required), for the encoder.
   */
  publisherRestrictions: z
    .array(z.object({ purpose: Id, type: z.union([z.literal(0), z.literal(1), z.literal(2)]), vendors: Ids }))
    .optional(),
  /**
   * Extension: the declarations of the vendors those restrictions change, as they leave them (a purpose not allowed
   * gone, a restricted one on that legal basis alone), by vendor id: what the layers show and the encoder's legal
   * bases read. `vendors` stays as the IAB publishes it.
   */
  restrictedVendors: ById(z.object({ purposes: Ids, legIntPurposes: Ids, flexiblePurposes: Ids })).optional(),
  /** Optional for the runtime, which names the used purposes for an answer made before it existed. */
  firstLayer: FirstLayer.optional(),
  /**
   * The layer's own labels in the visitor's language, `labelsLanguage` (the banner's, also where the IAB's texts are
   * English). Optional for the runtime, which falls back to its English ones for an answer made before they existed.
   */
  labels: TcfLabels.optional(),
  labelsLanguage: z.string().optional(),
});
export type VendorListAnswer = z.infer<typeof VendorListAnswer>;

/** The file of the vendor list itself at the operator's location (vendor-list.json). */
export const VENDOR_LIST_FILE = 'vendor-list';
/**
 * The IAB's translation files the service keeps: one per IAB language of a
 * banner language that is not English (purposes-de.json …, Portuguese's
 * purposes-pt-pt.json and purposes-pt-br.json: shared/iab-languages.ts).
 * Where the IAB publishes none, its row says so and English is served.
 */
export const TRANSLATION_FILES = IAB_LANGUAGES.map((l) => `purposes-${l}`);
/** Every file a refresh keeps: the list, then the translations. */
export const VENDOR_LIST_FILES: readonly string[] = [VENDOR_LIST_FILE, ...TRANSLATION_FILES];
