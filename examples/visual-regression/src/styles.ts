// The order matters: Threadline's rules and fonts first, then the app's theme over them.
import "threadline/styles.css";
import "threadline/fonts.css";
import "./theme.css";
