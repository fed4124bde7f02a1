import { loadSeminarFiles, type SeminarFile } from "./seminarFiles";

/** Every seminar as its page and listings show it, compiled at build time from the Markdown files. */
export const seminarFiles: readonly SeminarFile[] = loadSeminarFiles();
