// The reflect-metadata polyfill, which inversify's decorators record with: imported first by the
// pages that load decorated classes without the signed-in frame (registration) and by that frame
// (every signed-in page loads inside it), so the sign-in page goes without it.
import 'reflect-metadata/lite';
