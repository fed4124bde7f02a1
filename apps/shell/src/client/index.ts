// The federation runtime negotiates shared singletons before the app's code runs (asyncStartup).
import "./bootstrap";
