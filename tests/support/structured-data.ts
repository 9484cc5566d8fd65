/**
 * Checks JSON-LD (<script type="application/ld+json">) for what Google's rich results
 * need, by @type. Each block may hold one entity, an array of entities, or an @graph.
 * Every top-level entity must have a @type this module knows; an unknown type is a
 * problem, so a new kind of structured data gets rules here before it ships.
 *
 * Required properties per type:
 *   Course        name, description, provider.name; offers (on the course, or on every
 *                 course instance) with price and priceCurrency EUR; every hasCourseInstance
 *                 a CourseInstance with courseMode, startDate, and a location unless the
 *                 mode is online; an aggregateRating, where given, an AggregateRating
 *                 whose ratingValue lies within its worst and best and whose ratingCount
 *                 is at least 1
 *   Event         name, startDate, location (a Place with address, or a VirtualLocation
 *                 with url), eventAttendanceMode (a schema.org *EventAttendanceMode URL)
 *   JobPosting    title, description, datePosted, hiringOrganization.name, jobLocation (a
 *                 Place with address) or applicantLocationRequirements, employmentType
 *   Organization  name, url, logo (a URL, or an ImageObject with url)
 * Subtypes Google treats like their parent are checked as the parent (SUBTYPES).
 *
 * Functions return problems as text, `Course.offers[0].priceCurrency: ...`, empty when valid.
 */

type Entity = Record<string, unknown>;
type Check = (entity: Entity, at: string, problems: string[]) => void;

const SCHEMA_ORG_CONTEXT = /^https?:\/\/schema\.org\/?$/;
/** ISO 8601 date or date-time, as Google expects for startDate and datePosted. */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const ATTENDANCE_MODE = /^https?:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/;
/** Google's employmentType values. */
const EMPLOYMENT_TYPES = new Set(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']);

function isEntity(value: unknown): value is Entity {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typesOf(entity: Entity): string[] {
  const type = entity['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((t): t is string => typeof t === 'string') : [];
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isAbsoluteUrl(value: unknown): boolean {
  if (!isText(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function isIsoDate(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function requireText(entity: Entity, key: string, at: string, problems: string[]): void {
  if (!isText(entity[key])) problems.push(`${at}.${key}: required, a non-empty text (got ${describe(entity[key])})`);
}

function requireDate(entity: Entity, key: string, at: string, problems: string[]): void {
  const value = entity[key];
  if (value === undefined || value === null || value === '') problems.push(`${at}.${key}: required, an ISO 8601 date`);
  else if (!isIsoDate(value)) problems.push(`${at}.${key}: not an ISO 8601 date: ${describe(value)}`);
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** A required object-valued property (one or several); calls `check` for each. */
function eachRequired(entity: Entity, key: string, at: string, problems: string[], check: (item: Entity, at: string) => void): void {
  const items = asList(entity[key]);
  if (items.length === 0) {
    problems.push(`${at}.${key}: required`);
    return;
  }
  items.forEach((item, index) => {
    const itemAt = items.length === 1 && !Array.isArray(entity[key]) ? `${at}.${key}` : `${at}.${key}[${index}]`;
    if (isEntity(item)) check(item, itemAt);
    else problems.push(`${itemAt}: must be an object, got ${describe(item)}`);
  });
}

function checkNamed(problems: string[]) {
  return (item: Entity, at: string) => requireText(item, 'name', at, problems);
}

function checkAddress(place: Entity, at: string, problems: string[]): void {
  const address = place.address;
  const filled = isText(address) || (isEntity(address) && Object.entries(address).some(([key, value]) => key !== '@type' && isText(value)));
  if (!filled) problems.push(`${at}.address: required for a Place (a PostalAddress or a text), got ${describe(address)}`);
}

/** A Place with an address, or a VirtualLocation with a url. */
function checkLocation(problems: string[]) {
  return (location: Entity, at: string) => {
    const types = typesOf(location);
    if (types.includes('Place')) checkAddress(location, at, problems);
    else if (types.includes('VirtualLocation')) {
      if (!isAbsoluteUrl(location.url)) problems.push(`${at}.url: a VirtualLocation needs an absolute url, got ${describe(location.url)}`);
    } else problems.push(`${at}: @type must be Place or VirtualLocation, got ${describe(location['@type'])}`);
  };
}

function checkOffer(problems: string[]) {
  return (offer: Entity, at: string) => {
    const price = offer.price;
    const numeric = (typeof price === 'number' && Number.isFinite(price)) || (typeof price === 'string' && /^\d+(\.\d+)?$/.test(price));
    if (!numeric) problems.push(`${at}.price: required, a number (e.g. 2150 or "2150.00"), got ${describe(price)}`);
    if (offer.priceCurrency !== 'EUR') problems.push(`${at}.priceCurrency: must be "EUR", got ${describe(offer.priceCurrency)}`);
  };
}

function isOnlineMode(mode: unknown): boolean {
  return typeof mode === 'string' && /(^|\/)online$/i.test(mode.trim());
}

const checkCourse: Check = (course, at, problems) => {
  requireText(course, 'name', at, problems);
  requireText(course, 'description', at, problems);
  eachRequired(course, 'provider', at, problems, checkNamed(problems));

  const instances = asList(course.hasCourseInstance);
  let everyInstanceHasOffers = instances.length > 0;
  instances.forEach((instance, index) => {
    const instanceAt = Array.isArray(course.hasCourseInstance) ? `${at}.hasCourseInstance[${index}]` : `${at}.hasCourseInstance`;
    if (!isEntity(instance)) {
      problems.push(`${instanceAt}: must be a CourseInstance object, got ${describe(instance)}`);
      everyInstanceHasOffers = false;
      return;
    }
    if (!typesOf(instance).includes('CourseInstance'))
      problems.push(`${instanceAt}.@type: must be "CourseInstance", got ${describe(instance['@type'])}`);
    const modes = asList(instance.courseMode);
    if (modes.length === 0 || !modes.every(isText))
      problems.push(`${instanceAt}.courseMode: required (online, onsite or blended), got ${describe(instance.courseMode)}`);
    requireDate(instance, 'startDate', instanceAt, problems);
    if (instance.location !== undefined) eachRequired(instance, 'location', instanceAt, problems, checkLocation(problems));
    else if (!(modes.length > 0 && modes.every(isOnlineMode)))
      problems.push(`${instanceAt}.location: required unless courseMode is online`);
    if (instance.offers !== undefined) eachRequired(instance, 'offers', instanceAt, problems, checkOffer(problems));
    else everyInstanceHasOffers = false;
  });

  if (course.offers !== undefined) eachRequired(course, 'offers', at, problems, checkOffer(problems));
  else if (!everyInstanceHasOffers)
    problems.push(`${at}.offers: required (price and priceCurrency EUR), on the course or on every hasCourseInstance`);
  if (course.aggregateRating !== undefined) checkRating(course.aggregateRating, `${at}.aggregateRating`, problems);
};

/** An AggregateRating: its value a number within its best and worst (5 and 1 unless said), from one rating or more. */
function checkRating(rating: unknown, at: string, problems: string[]): void {
  if (!isEntity(rating) || !typesOf(rating).includes('AggregateRating')) {
    problems.push(`${at}: must be an AggregateRating object, got ${describe(rating)}`);
    return;
  }
  const best = typeof rating.bestRating === 'number' ? rating.bestRating : 5;
  const worst = typeof rating.worstRating === 'number' ? rating.worstRating : 1;
  const value = rating.ratingValue;
  if (typeof value !== 'number' || value < worst || value > best)
    problems.push(`${at}.ratingValue: a number from ${worst} to ${best}, got ${describe(value)}`);
  const count = rating.ratingCount ?? rating.reviewCount;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1)
    problems.push(`${at}.ratingCount: a whole number of ratings, at least 1, got ${describe(count)}`);
}

const checkEvent: Check = (event, at, problems) => {
  requireText(event, 'name', at, problems);
  requireDate(event, 'startDate', at, problems);
  eachRequired(event, 'location', at, problems, checkLocation(problems));
  const mode = event.eventAttendanceMode;
  if (mode === undefined)
    problems.push(
      `${at}.eventAttendanceMode: required (https://schema.org/OfflineEventAttendanceMode, ...OnlineEventAttendanceMode or ...MixedEventAttendanceMode)`,
    );
  else if (typeof mode !== 'string' || !ATTENDANCE_MODE.test(mode))
    problems.push(`${at}.eventAttendanceMode: must be https://schema.org/{Offline,Online,Mixed}EventAttendanceMode, got ${describe(mode)}`);
};

const checkJobPosting: Check = (job, at, problems) => {
  requireText(job, 'title', at, problems);
  requireText(job, 'description', at, problems);
  requireDate(job, 'datePosted', at, problems);
  eachRequired(job, 'hiringOrganization', at, problems, checkNamed(problems));
  if (job.jobLocation !== undefined) {
    eachRequired(job, 'jobLocation', at, problems, (place, placeAt) => {
      if (!typesOf(place).includes('Place')) problems.push(`${placeAt}.@type: must be "Place", got ${describe(place['@type'])}`);
      checkAddress(place, placeAt, problems);
    });
  } else if (job.applicantLocationRequirements !== undefined) {
    eachRequired(job, 'applicantLocationRequirements', at, problems, checkNamed(problems));
  } else {
    problems.push(`${at}.jobLocation: required (or applicantLocationRequirements for a remote job)`);
  }
  const types = asList(job.employmentType);
  if (types.length === 0) problems.push(`${at}.employmentType: required (${[...EMPLOYMENT_TYPES].join(', ')})`);
  for (const type of types) {
    if (typeof type !== 'string' || !EMPLOYMENT_TYPES.has(type))
      problems.push(`${at}.employmentType: unknown value ${describe(type)} (${[...EMPLOYMENT_TYPES].join(', ')})`);
  }
};

const checkOrganization: Check = (organization, at, problems) => {
  requireText(organization, 'name', at, problems);
  if (!isAbsoluteUrl(organization.url)) problems.push(`${at}.url: required, an absolute URL, got ${describe(organization.url)}`);
  const logo = organization.logo;
  const logoUrl = isEntity(logo) ? (logo.url ?? logo.contentUrl) : logo;
  if (!isAbsoluteUrl(logoUrl)) problems.push(`${at}.logo: required, an absolute URL or an ImageObject with url, got ${describe(logo)}`);
};

export const CHECKS: Readonly<Record<string, Check>> = {
  Course: checkCourse,
  Event: checkEvent,
  JobPosting: checkJobPosting,
  Organization: checkOrganization,
};

/** schema.org subtypes that Google's rich results handle as their parent type. */
export const SUBTYPES: Readonly<Record<string, keyof typeof CHECKS>> = {
  EducationEvent: 'Event',
  BusinessEvent: 'Event',
  EducationalOrganization: 'Organization',
  Corporation: 'Organization',
};

function checkEntity(entity: Entity, at: string, problems: string[]): void {
  const types = typesOf(entity);
  if (types.length === 0) {
    problems.push(`${at}: no @type`);
    return;
  }
  const label = types.join('+');
  for (const type of types) {
    const check = CHECKS[type] ?? CHECKS[SUBTYPES[type] ?? ''];
    if (check) check(entity, at === '' ? label : `${at}(${label})`, problems);
    else
      problems.push(
        `${at === '' ? '' : `${at}: `}unknown @type ${JSON.stringify(type)}: add its rich-result rules to tests/support/structured-data.ts`,
      );
  }
}

/** Problems of one parsed JSON-LD block. */
export function validateStructuredData(data: unknown): string[] {
  const problems: string[] = [];
  const blocks = Array.isArray(data) ? data : [data];
  if (blocks.length === 0) problems.push('empty JSON-LD array');
  blocks.forEach((block, index) => {
    const at = blocks.length > 1 ? `[${index}]` : '';
    if (!isEntity(block)) {
      problems.push(`${at || 'block'}: must be an object, got ${describe(block)}`);
      return;
    }
    const context = block['@context'];
    if (typeof context !== 'string' || !SCHEMA_ORG_CONTEXT.test(context)) {
      problems.push(`${at ? `${at}.` : ''}@context: must be "https://schema.org", got ${describe(context)}`);
    }
    if (block['@graph'] !== undefined) {
      const graph = block['@graph'];
      if (!Array.isArray(graph) || graph.length === 0) problems.push(`${at}@graph: must be a non-empty array`);
      else
        graph.forEach((entity, entityIndex) => {
          const entityAt = `${at}@graph[${entityIndex}]`;
          if (isEntity(entity)) checkEntity(entity, entityAt, problems);
          else problems.push(`${entityAt}: must be an object, got ${describe(entity)}`);
        });
    } else {
      checkEntity(block, at, problems);
    }
  });
  return problems;
}

/** Problems of one <script type="application/ld+json"> text: JSON syntax, then the rules above. */
export function validateJsonLdText(text: string): string[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [`not valid JSON: ${(error as Error).message}`];
  }
  return validateStructuredData(data);
}

/** The @type names of a parsed block, for the summary of what a page carries. */
export function topLevelTypes(data: unknown): string[] {
  return asList(data).flatMap((block) => {
    if (!isEntity(block)) return [];
    const entities = Array.isArray(block['@graph']) ? block['@graph'] : [block];
    return entities.flatMap((entity) => (isEntity(entity) ? typesOf(entity) : []));
  });
}
