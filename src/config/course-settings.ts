/**
 * The settings of what participants get before and after their course (a group of
 * src/config/settings.ts): when the reminder goes, when a webinar day's access details are
 * mailed, when the academy is told that a day has none yet, and the days a course's materials
 * may be downloaded through a participant's link, and how long feedback is taken after it.
 */
import { documented as d, wholeNumber } from './setting-types.ts';

export const COURSE_DAYS = {
  REMINDER_DAYS: d(wholeNumber(7, 1, 60), 'server', 'how many days before a course its participants get their reminder'),
  ACCESS_MAIL_HOUR: d(
    wholeNumber(12, 0, 23),
    'server',
    'the hour (German time) of the day before each day of a webinar or hybrid date at which its participants who join online get the access link and dial-in details',
  ),
  ACCESS_CHECK_HOUR: d(
    wholeNumber(8, 0, 23),
    'server',
    "the hour (German time) of the day before from which a day still without access details mails the academy's inbox (once); before ACCESS_MAIL_HOUR, so there is time to enter them",
  ),
  MATERIALS_DAYS_BEFORE: d(
    wholeNumber(7, 0, 60),
    'server',
    "how many days before a course's first day its participants may download its materials through their link",
  ),
  MATERIALS_DAYS_AFTER: d(
    wholeNumber(30, 0, 365),
    'server',
    "how many days after a course's last day its participants may still download its materials through their link",
  ),
  FEEDBACK_DAYS: d(
    wholeNumber(30, 1, 365),
    'server',
    "how many days after a course's last day its participants may give or change their feedback (asked for by mail the day after)",
  ),
};
