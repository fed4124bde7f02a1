// The shell's browser entry. No federation start-up runs before it: the federation runtime is loaded
// the first time a remote is needed (src/federation/loadRemoteRoutes.ts).
import "./bootstrap";
