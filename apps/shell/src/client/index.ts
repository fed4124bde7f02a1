// The federation runtime negotiates shared singletons before the app's code runs (asyncStartup). The
// app itself is a separate chunk: evaluating it is a task of its own, not part of the runtime's start.
import("./bootstrap");
