// Named ops…: its chunk's stylesheet then goes to assets/ops/ with the back office's (vite.config.ts).
// Leaflet-Geoman extends the Leaflet that set `window.L` (imported first, so it has), and its
// stylesheet gives the corners their handles.
import 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
