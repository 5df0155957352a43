import { divIcon } from 'leaflet';

// Leaflet's default marker images break under bundlers (their URLs are guessed from the CSS); an
// inline SVG needs no file and takes the brand colour.
const pin = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="42" viewBox="0 0 30 42" aria-hidden="true" focusable="false">` +
  `<path d="M15 1C7.3 1 1 7.2 1 14.9 1 25.3 15 41 15 41s14-15.7 14-26.1C29 7.2 22.7 1 15 1z" fill="${fill}" stroke="#fff" stroke-width="2"/>` +
  `<circle cx="15" cy="15" r="5.5" fill="#fff"/></svg>`;

const make = (fill: string) => divIcon({ className: 'portal-map-marker', html: pin(fill), iconSize: [30, 42], iconAnchor: [15, 41] });

export const markerIcon = make('#0b5f6b');
export const focusedMarkerIcon = make('#c2410c');
