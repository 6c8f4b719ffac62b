/** The version of the REST API the document describes: raised when a path or an answer changes incompatibly. */
export const API_VERSION = '1.0.0';
