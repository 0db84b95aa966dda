module.exports = { messages: {} };
