// @ts-check
/**
 * JSON-LD checked against schema.org: every type named is one schema.org defines (of those a firm's
 * site has any use for), every property is one schema.org gives that type or a type it inherits
 * from, and the properties Google needs for the rich results we aim at are present. The vocabulary
 * is schema.org's own (https://schema.org/docs/full.html), cut to the types listed here: a type
 * the pages start to use must be added here, with its properties as schema.org lists them.
 */

/** @type {Record<string, { parents: string[], properties: string[] }>} */
const vocabulary = {
  Thing: {
    parents: [],
    properties: [
      "additionalType",
      "alternateName",
      "description",
      "disambiguatingDescription",
      "identifier",
      "image",
      "mainEntityOfPage",
      "name",
      "potentialAction",
      "sameAs",
      "subjectOf",
      "url",
    ],
  },
  CreativeWork: {
    parents: ["Thing"],
    properties: [
      "about",
      "abstract",
      "audience",
      "author",
      "citation",
      "comment",
      "contributor",
      "copyrightHolder",
      "copyrightYear",
      "creator",
      "dateCreated",
      "dateModified",
      "datePublished",
      "editor",
      "genre",
      "hasPart",
      "headline",
      "inLanguage",
      "isAccessibleForFree",
      "isPartOf",
      "keywords",
      "license",
      "mainEntity",
      "mentions",
      "offers",
      "position",
      "provider",
      "publisher",
      "sourceOrganization",
      "spatialCoverage",
      "temporalCoverage",
      "text",
      "thumbnailUrl",
      "timeRequired",
    ],
  },
  Article: {
    parents: ["CreativeWork"],
    properties: [
      "articleBody",
      "articleSection",
      "backstory",
      "pageEnd",
      "pageStart",
      "pagination",
      "speakable",
      "wordCount",
    ],
  },
  WebPage: {
    parents: ["CreativeWork"],
    properties: [
      "breadcrumb",
      "lastReviewed",
      "mainContentOfPage",
      "primaryImageOfPage",
      "relatedLink",
      "reviewedBy",
      "significantLink",
      "speakable",
      "specialty",
    ],
  },
  AboutPage: { parents: ["WebPage"], properties: [] },
  CollectionPage: { parents: ["WebPage"], properties: [] },
  ContactPage: { parents: ["WebPage"], properties: [] },
  FAQPage: { parents: ["WebPage"], properties: [] },
  WebSite: { parents: ["CreativeWork"], properties: ["issn"] },
  MediaObject: {
    parents: ["CreativeWork"],
    properties: ["contentSize", "contentUrl", "encodingFormat", "height", "uploadDate", "width"],
  },
  ImageObject: {
    parents: ["MediaObject"],
    properties: ["caption", "embeddedTextCaption", "exifData", "representativeOfPage"],
  },
  Comment: { parents: ["CreativeWork"], properties: ["downvoteCount", "parentItem", "sharedContent", "upvoteCount"] },
  Question: {
    parents: ["Comment"],
    properties: ["acceptedAnswer", "answerCount", "eduQuestionType", "suggestedAnswer"],
  },
  Answer: { parents: ["Comment"], properties: ["answerExplanation"] },
  Intangible: { parents: ["Thing"], properties: [] },
  ItemList: { parents: ["Intangible"], properties: ["itemListElement", "itemListOrder", "numberOfItems"] },
  BreadcrumbList: { parents: ["ItemList"], properties: [] },
  ListItem: { parents: ["Intangible"], properties: ["item", "nextItem", "position", "previousItem"] },
  Service: {
    parents: ["Intangible"],
    properties: [
      "aggregateRating",
      "areaServed",
      "audience",
      "availableChannel",
      "award",
      "brand",
      "broker",
      "category",
      "hasOfferCatalog",
      "hoursAvailable",
      "isRelatedTo",
      "isSimilarTo",
      "logo",
      "offers",
      "provider",
      "providerMobility",
      "review",
      "serviceOutput",
      "serviceType",
      "slogan",
      "termsOfService",
    ],
  },
  StructuredValue: { parents: ["Intangible"], properties: [] },
  ContactPoint: {
    parents: ["StructuredValue"],
    properties: [
      "areaServed",
      "availableLanguage",
      "contactOption",
      "contactType",
      "email",
      "faxNumber",
      "hoursAvailable",
      "productSupported",
      "telephone",
    ],
  },
  PostalAddress: {
    parents: ["ContactPoint"],
    properties: [
      "addressCountry",
      "addressLocality",
      "addressRegion",
      "postOfficeBoxNumber",
      "postalCode",
      "streetAddress",
    ],
  },
  Organization: {
    parents: ["Thing"],
    properties: [
      "address",
      "aggregateRating",
      "areaServed",
      "award",
      "brand",
      "contactPoint",
      "department",
      "email",
      "employee",
      "faxNumber",
      "founder",
      "foundingDate",
      "foundingLocation",
      "hasCredential",
      "hasOfferCatalog",
      "knowsAbout",
      "legalName",
      "leiCode",
      "location",
      "logo",
      "member",
      "memberOf",
      "numberOfEmployees",
      "parentOrganization",
      "review",
      "slogan",
      "subOrganization",
      "taxID",
      "telephone",
      "vatID",
    ],
  },
  Place: {
    parents: ["Thing"],
    properties: [
      "address",
      "aggregateRating",
      "containedInPlace",
      "containsPlace",
      "faxNumber",
      "geo",
      "hasMap",
      "latitude",
      "logo",
      "longitude",
      "openingHoursSpecification",
      "photo",
      "publicAccess",
      "review",
      "telephone",
    ],
  },
  LocalBusiness: {
    parents: ["Organization", "Place"],
    properties: ["branchOf", "currenciesAccepted", "openingHours", "paymentAccepted", "priceRange"],
  },
  ProfessionalService: { parents: ["LocalBusiness"], properties: [] },
  FinancialService: { parents: ["LocalBusiness"], properties: ["feesAndCommissionsSpecification"] },
  AccountingService: { parents: ["FinancialService"], properties: [] },
  LegalService: { parents: ["LocalBusiness"], properties: [] },
  AdministrativeArea: { parents: ["Place"], properties: [] },
  Country: { parents: ["AdministrativeArea"], properties: [] },
  Person: {
    parents: ["Thing"],
    properties: [
      "address",
      "affiliation",
      "alumniOf",
      "award",
      "email",
      "familyName",
      "givenName",
      "hasCredential",
      "honorificPrefix",
      "honorificSuffix",
      "jobTitle",
      "knowsAbout",
      "memberOf",
      "telephone",
      "worksFor",
    ],
  },
};

/** Every property a type has, its own and inherited. */
function propertiesOf(/** @type {string} */ type, seen = new Set()) {
  const entry = vocabulary[type];
  if (!entry || seen.has(type)) return seen;
  seen.add(type);
  /** @type {Set<string>} */
  const properties = new Set(entry.properties);
  for (const parent of entry.parents) for (const property of propertiesOf(parent)) properties.add(property);
  return properties;
}

/** @param {string} type @param {string} ancestor @returns {boolean} */
function isA(type, ancestor) {
  if (type === ancestor) return true;
  return (vocabulary[type]?.parents ?? []).some((parent) => isA(parent, ancestor));
}

const ISO_DATE = /^\d{4}(-\d{2}(-\d{2})?)?(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;
const URL_PROPERTIES = new Set(["url", "sameAs", "mainEntityOfPage", "image", "logo", "thumbnailUrl", "contentUrl"]);

/** @typedef {Record<string, unknown>} Node */

/**
 * What is wrong with one JSON-LD document, each problem with the path to the value.
 * @param {unknown} document
 * @returns {string[]}
 */
export function schemaOrgProblems(document) {
  /** @type {string[]} */
  const problems = [];
  const roots = Array.isArray(document) ? document : [document];
  for (const [index, root] of roots.entries()) {
    if (!root || typeof root !== "object") {
      problems.push(`[${index}] is not an object`);
      continue;
    }
    const context = /** @type {Node} */ (root)["@context"];
    if (context !== "https://schema.org" && context !== "https://schema.org/")
      problems.push(`[${index}] @context is ${JSON.stringify(context)}, not "https://schema.org"`);
    visit(/** @type {Node} */ (root), roots.length > 1 ? `[${index}]` : "", problems);
  }
  return problems;
}

/** @param {Node} node @param {string} at @param {string[]} problems */
function visit(node, at, problems) {
  const declared = node["@type"];
  const types = declared === undefined ? [] : Array.isArray(declared) ? declared : [declared];
  const where = at || "(top)";
  if (types.length === 0 && !("@id" in node)) problems.push(`${where} has no @type`);
  /** @type {Set<string>} */
  const allowed = new Set();
  for (const type of types) {
    if (typeof type !== "string" || !vocabulary[type]) {
      problems.push(`${where}: ${JSON.stringify(type)} is not a schema.org type this site knows`);
      continue;
    }
    for (const property of propertiesOf(type)) allowed.add(property);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith("@")) continue;
    const path = `${at}.${key}`;
    if (types.length > 0 && !allowed.has(key)) problems.push(`${path}: ${types.join("/")} has no property "${key}"`);
    if (
      /^date(Published|Modified|Created)$|^foundingDate$/.test(key) &&
      (typeof value !== "string" || !ISO_DATE.test(value))
    )
      problems.push(`${path}: ${JSON.stringify(value)} is not an ISO 8601 date`);
    if (URL_PROPERTIES.has(key))
      for (const url of [value].flat())
        if (typeof url === "string" && !/^https:\/\//.test(url))
          problems.push(`${path}: ${url} is not an absolute https URL`);
    for (const [index, child] of [value].flat().entries())
      if (child && typeof child === "object")
        visit(/** @type {Node} */ (child), Array.isArray(value) ? `${path}[${index}]` : path, problems);
  }
  problems.push(...requiredProblems(node, types, where));
}

/** What Google's rich results need of the types we use them for. */
function requiredProblems(/** @type {Node} */ node, /** @type {unknown[]} */ types, /** @type {string} */ where) {
  const problems = [];
  const has = (/** @type {string} */ key) => node[key] !== undefined && node[key] !== "" && node[key] !== null;
  const named = types.filter((type) => typeof type === "string");
  const is = (/** @type {string} */ ancestor) => named.some((type) => isA(String(type), ancestor));
  const require = (/** @type {string[]} */ keys) => {
    for (const key of keys) if (!has(key)) problems.push(`${where}: ${named.join("/")} needs "${key}"`);
  };
  if (is("Article")) require(["headline", "datePublished", "author"]);
  if (is("FAQPage")) {
    require(["mainEntity"]);
    const questions = [node["mainEntity"]].flat().filter(Boolean);
    if (questions.some((question) => /** @type {Node} */ (question)["@type"] !== "Question"))
      problems.push(`${where}: every mainEntity of an FAQPage must be a Question`);
  }
  if (is("Question")) {
    require(["name", "acceptedAnswer"]);
    const answer = /** @type {Node | undefined} */ (node["acceptedAnswer"]);
    if (answer && (answer["@type"] !== "Answer" || !answer["text"]))
      problems.push(`${where}: acceptedAnswer needs an Answer with text`);
  }
  if (is("BreadcrumbList")) {
    const items = /** @type {Node[]} */ ([node["itemListElement"]].flat().filter(Boolean));
    if (items.length === 0) problems.push(`${where}: a BreadcrumbList needs itemListElement`);
    items.forEach((item, index) => {
      if (item["position"] !== index + 1)
        problems.push(`${where}: item ${index + 1} has position ${JSON.stringify(item["position"])}`);
      if (!item["name"]) problems.push(`${where}: item ${index + 1} needs a name`);
      if (index < items.length - 1 && !item["item"]) problems.push(`${where}: item ${index + 1} needs an item URL`);
    });
  }
  if (is("Service")) require(["name", "provider"]);
  if (is("Organization") && !("@id" in node && Object.keys(node).length <= 3)) require(["name"]);
  return problems;
}
