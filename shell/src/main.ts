// The bootstrap is a chunk of its own, named in portal-startup.json, so that the page's preload links
// fetch it and the chunks it needs beside main.js rather than after it (startup-chunks.cjs).
import('./bootstrap');
