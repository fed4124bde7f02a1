// The federation runtime negotiates shared singletons before the app's code runs (asyncStartup). The
// app is imported statically: a separate chunk for it measured slower (one more request before start-up).
import "./bootstrap";
