/**
 * Monitoring pages (system, JVM, Tomcat, disks, HTTP trace, Redis).
 * No other feature or the shell uses anything of this feature statically: its pages are loaded lazily by
 * app/routing/component-registry.ts (one chunk per feature). Export here whatever becomes shared.
 */
export {};
