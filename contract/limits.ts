// SPEC §9: business constants and limits, one source for the app, the server and the mocks.

export const MIN_PASSWORD_LENGTH = 8;

/** SPEC §5 and §9: image size max 5 MB. */
export const MAX_IMAGE_BYTES = 5_242_880;
/** SPEC §5: jpeg, jpg, png, gif only. Real formats, as read from the bytes. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'gif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
/**
 * Largest decoded image accepted, against decompression bombs: a PNG declaring 10000 x 10000 of
 * one colour is a few KB on the wire but 400 MB of pixels once decoded. 40 megapixels (about
 * 7750 x 5160) is far above any honest photo that fits in 5 MB (a 5 MB JPEG is roughly 12–25 MP)
 * and bounds one upload's decoded memory to about 160 MB.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_EXTENSIONS = ['.jpeg', '.jpg', '.png', '.gif'] as const;

export const RECURRENCE_INTERVAL_MIN = 1;
export const RECURRENCE_INTERVAL_MAX = 365;
export const RECURRENCE_INTERVAL_DEFAULT = 1;
export const RECURRENCE_PREVIEW_STEPS = 10;
export const RECURRENCE_PREVIEW_SHOWN = 5;
export const PEOPLE_NEEDED_MIN = 0;

export const DESCRIPTION_PREVIEW_LENGTH = 100;
export const VOLUNTEER_INITIALS_LENGTH = 2;
export const APPLICATIONS_PAGE_SIZE = 5;
/** Issue 14: one applications list call answers at most 100; a bulk update names at most 100 (a page is 5). */
export const APPLICATIONS_MAX_PAGE_SIZE = 100;
export const APPLICATIONS_BULK_MAX = 100;
/** Issue 14: a volunteer's own applications, 20 a page. */
export const VOLUNTEER_APPLICATIONS_PAGE_SIZE = 20;
/** Issue 14: the message a volunteer sends with an application. */
export const APPLICATION_MESSAGE_MAX_LENGTH = 1_000;
export const ADMIN_RECENT_EVENTS = 5;
/** SPEC leaves other page sizes open: the administrator's event list shows 20 a page, the dashboard's review queue 5. */
export const ADMIN_EVENTS_PAGE_SIZE = 20;
export const ADMIN_REVIEW_QUEUE_LENGTH = 5;
/** Most events one admin list call answers at once. */
export const ADMIN_EVENTS_MAX_LIMIT = 100;
/** NGO management shows 20 NGOs a page, like event moderation; one call answers at most 100. */
export const ADMIN_NGOS_PAGE_SIZE = 20;
export const ADMIN_NGOS_MAX_LIMIT = 100;
/**
 * The NGO's events list (issue 13): 12 cards a page, which fill the grid's one, two, three or four
 * columns evenly; a `page_size` may ask for up to 100.
 */
export const NGO_EVENTS_PAGE_SIZE = 12;
export const NGO_EVENTS_MAX_PAGE_SIZE = 100;

/** SPEC §9: redirect delays in milliseconds. */
export const REDIRECT_AFTER_LOGIN_MS = 1_000;
export const REDIRECT_AFTER_REGISTRATION_MS = 2_000;
export const REDIRECT_AFTER_EVENT_SAVE_MS = 1_500;
export const EDIT_REDIRECT_HOP_MS = 100;

export const ADDRESS_LOOKUP_DEBOUNCE_MS = 1_000;
/** The longest search text a list call takes. */
export const SEARCH_MAX_LENGTH = 200;
/** A list's search box asks the server again once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;
export const PHONE_MIN_LENGTH = 8;
export const DEFAULT_PHONE_COUNTRY = 'US';

/** SPEC §9: cache lifetime 5 minutes. */
export const CACHE_STALE_TIME_MS = 300_000;

/** Issue 14, volunteer accounts (docs/decisions/people-and-profiles.md, "Volunteer profile"): a person's full name and bio. */
export const FULL_NAME_MAX_LENGTH = 200;
export const VOLUNTEER_BIO_MAX_LENGTH = 2_000;
/** The earliest birthday a volunteer may give; anything before is a typing slip. */
export const VOLUNTEER_EARLIEST_BIRTHDAY = '1900-01-01';
/** An image URL the pipeline answers is far shorter; the event form's main_image_url takes the same. */
export const PROFILE_IMAGE_URL_MAX_LENGTH = 2_000;

/**
 * Issue 15, the NGO profile (docs/decisions/people-and-profiles.md, "Social links and contacts"):
 * most social links and contacts one NGO keeps, and the longest texts they take.
 */
export const SOCIAL_LINKS_MAX_PER_NGO = 20;
export const CONTACTS_MAX_PER_NGO = 50;
export const SOCIAL_LINK_URL_MAX_LENGTH = 500;
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_INFO_MAX_LENGTH = 500;

/**
 * Issue 15, the NGO profile: the organisation's name as registration takes it, and its three texts
 * (SPEC §3 about, history, contact_person_bio).
 */
export const ORGANIZATION_NAME_MAX_LENGTH = 200;
export const NGO_ABOUT_MAX_LENGTH = 5_000;
export const NGO_HISTORY_MAX_LENGTH = 5_000;
export const CONTACT_PERSON_BIO_MAX_LENGTH = 2_000;
/** Issue 15: a volunteer rates the NGO 1 to 5 after a completed application, with an optional comment. */
export const RATING_SCORE_MIN = 1;
export const RATING_SCORE_MAX = 5;
export const RATING_COMMENT_MAX_LENGTH = 1_000;

/**
 * Issue 16, galleries (docs/decisions/galleries-and-files.md, "Gallery calls"; SPEC §9 "Photo
 * upload count limit not shown"): files one upload takes (10 × 5 MB keeps a request under 51 MB),
 * photos one gallery keeps, the longest caption, and the page size of a gallery read in pages.
 */
export const GALLERY_UPLOAD_MAX_FILES = 10;
export const GALLERY_MAX_PHOTOS = 500;
export const GALLERY_CAPTION_MAX_LENGTH = 300;
export const GALLERY_PAGE_SIZE = 24;
export const GALLERY_MAX_PAGE_SIZE = 100;

// Issue 17: the volunteers' side.
/** "Near me" on #/explore: the radius in km when none is given, and the largest one. */
export const NEAR_DEFAULT_KM = 25;
export const NEAR_MAX_KM = 500;
/** GET /api/public/events/map/: points a page, by default and at most (the map clusters them). */
export const EVENT_POINTS_PAGE_SIZE = 500;
export const EVENT_POINTS_MAX_PAGE_SIZE = 1_000;
/** The certificate's rows a page; the printed A4 page lists the first page and the totals of all. */
export const CERTIFICATE_PAGE_SIZE = 20;
export const CERTIFICATE_MAX_PAGE_SIZE = 100;
/** Calendar feeds are not paged (calendar clients cannot page): at most this many events each. */
export const CALENDAR_FEED_MAX_EVENTS = 500;
