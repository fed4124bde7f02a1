import { loadSeminarFiles, type SeminarIndex, seminarIndexOf } from "./seminarFiles";

/**
 * Every seminar's id, and which have a recording, without their text: what the routes validate and
 * prerender from. The collection loader runs this module at build time and the bundles get the data
 * (packages/collections).
 */
export const seminarIndex: SeminarIndex = seminarIndexOf(loadSeminarFiles());
