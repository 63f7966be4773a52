// `?raw` imports (Vite and our tsup plugin) yield the file's text.
declare module '*?raw' {
  const text: string;
  export default text;
}
