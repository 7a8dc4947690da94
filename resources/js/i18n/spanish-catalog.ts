// Every Spanish catalogue file of the UI in one object; the server's messages and the e-mails stay on the server.
const files = import.meta.glob<Record<string, string>>(['../../lang/es/*.json', '!../../lang/es/server*.json', '!../../lang/es/mail*.json'], {
  eager: true,
  import: 'default',
});

export const spanishCatalog: Record<string, string> = Object.assign({}, ...Object.values(files));
