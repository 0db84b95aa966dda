// jsdom without the Fetch API, which react-router's loaders need: Node's own classes are handed in,
// together with Node's AbortController (a Request accepts only its own kind of signal).
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * A MessageChannel on jsdom's own timers: Node's keeps the process alive once a port has a
 * listener, and React's scheduler gives it one.
 */
function timerMessageChannel(setTimer) {
  return class MessageChannel {
    constructor() {
      const port = () => ({
        onmessage: null,
        start() {},
        close() {},
        addEventListener() {},
        removeEventListener() {},
      });
      this.port1 = port();
      this.port2 = port();
      const link = (from, to) => {
        from.postMessage = (data) => setTimer(() => to.onmessage?.({ data }), 0);
      };
      link(this.port1, this.port2);
      link(this.port2, this.port1);
    }
  };
}

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
    });
    this.global.MessageChannel = timerMessageChannel(this.global.setTimeout.bind(this.global));
  }
}

module.exports = PortalEnvironment;
