/** Vite serves a dependency's file by URL with `?url` (the offline basemap is fetched from the app's own origin). */
declare module 'world-atlas/countries-50m.json?url' {
  const url: string;
  export default url;
}
declare module 'world-atlas/countries-110m.json?url' {
  const url: string;
  export default url;
}

/** Stylesheets are bundled by Vite (Leaflet's own CSS included): no type, only the side effect. */
declare module '*.css';
