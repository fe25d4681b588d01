/** The engine version, equal to the package version; the API stores it with every set of scores. */
export const ENGINE_VERSION = '0.1.0';
