// Entry of every client build that emits the drawings' files; no page loads it. Referencing the map
// keeps each drawing's asset module (the package has no side effects, so an unused import would be
// dropped and its file never emitted).
import { illustrationFiles } from "@genbagura/illustrations/files";

globalThis.genbaguraDrawingFiles = illustrationFiles;
