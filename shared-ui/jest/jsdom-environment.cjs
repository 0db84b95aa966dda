// jsdom without the Fetch API, which react-router's loaders need: Node's own classes are handed in,
// together with Node's AbortController (a Request accepts only its own kind of signal).
const { TestEnvironment } = require('jest-environment-jsdom');

class PortalEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      ReadableStream,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      structuredClone,
      MessageChannel,
      MessagePort,
    });
  }
}

module.exports = PortalEnvironment;
