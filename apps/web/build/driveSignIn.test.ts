import { describe, expect, it } from 'vitest';
import { signInDocument, signInPageFile } from './driveSignIn';

const page = `<!doctype html>
<html lang="en">
  <head><title>FairFare Driver</title></head>
  <body class="drive-body">
    <div id="root">
      <div class="drive"><header class="drive-top"></header></div>
    </div>
  </body>
</html>`;

describe("the driver app's pre-rendered sign-in pages (decision 067)", () => {
  it("put the sign-in in drive.html's #root, in place of the frame, marked with its language", () => {
    const html = signInDocument(page, 'es', '<main>Inicia sesión</main>');
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<div id="root" data-sign-in="es"><main>Inicia sesión</main></div>');
    expect(html).not.toContain('drive-top');
    expect(html).toMatch(/<\/div>\s*<\/body>\s*<\/html>$/);
    expect(signInPageFile('es')).toBe('drive-sign-in.es.html');
  });

  it('refuse a page whose #root is not where the app expects it', () => {
    expect(() => signInDocument('<html lang="en"><body></body></html>', 'en', '<main/>')).toThrow(
      /#root/,
    );
  });
});
