/** Where the PDF documents of the download pages are served from (pages link there, the build writes there). */
export const DOWNLOAD_FILES_PATH = '/downloads/files';
