/**
 * The characters text never shows: those that mark, override or isolate its direction (which
 * can make a name read backwards: U+061C, U+200E–U+200F, U+202A–U+202E, U+2066–U+2069) and the
 * invisible ones (zero-width spaces and joiners U+200B–U+200D, the word joiner and invisible
 * operators U+2060–U+2065, the byte order mark U+FEFF), as the inside of a regular expression's
 * character class: what the form refuses in its fields and what a page keeps escaped in a path.
 */
export const INVISIBLE_CHARACTERS = '\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2069\\uFEFF';
