/**
 * The answers a signed-in page's first screen waits for, sent with the page itself:
 * the server already knows the session when a deep link is opened, so the first data starts
 * with the HTML instead of after the JavaScript. The browser's API client takes each once, by
 * its address, and decodes it with the endpoint's own codec, as if it had come over the network.
 * The id of the script element that carries them, `{ [address]: answer }` in JSON.
 */
export const firstAnswersElementId = 'first-answers';
