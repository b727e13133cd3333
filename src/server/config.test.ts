import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

// The PSP's settings are all or nothing, so a half-configured PSP stops the start rather than failing later.
describe('the PSP settings read from the environment', () => {
  const psp = { PIX_API_URL: 'https://pix.psp.example/api/v2/', PIX_CLIENT_ID: 'id', PIX_CLIENT_SECRET: 'segredo' };

  it('leaves the PSP out when PIX_API_URL is not set: the static code alone', () => {
    expect(readConfig({}).pixApi).toBeUndefined();
    expect(readConfig({ PIX_CLIENT_ID: 'id' }).pixApi).toBeUndefined();
  });

  it('takes the API, its token endpoint (beside it unless given) and the certificate', () => {
    expect(readConfig({ ...psp, PIX_CERT_PATH: '/c.pem', PIX_CERT_KEY_PATH: '/k.pem' }).pixApi).toEqual({
      apiUrl: 'https://pix.psp.example/api/v2/',
      tokenUrl: 'https://pix.psp.example/api/v2/oauth/token',
      clientId: 'id',
      clientSecret: 'segredo',
      certPath: '/c.pem',
      keyPath: '/k.pem',
      caPath: undefined,
    });
    expect(readConfig({ ...psp, PIX_OAUTH_URL: 'https://auth.psp.example/token' }).pixApi?.tokenUrl).toBe('https://auth.psp.example/token');
    expect(readConfig({ PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe('https://portal.example.com');
  });

  it('stops the start naming what is missing', () => {
    expect(() => readConfig({ PIX_API_URL: psp.PIX_API_URL })).toThrow('PIX_API_URL is set but not PIX_CLIENT_ID, PIX_CLIENT_SECRET');
    expect(() => readConfig({ ...psp, PIX_CERT_PATH: '/c.pem' })).toThrow('PIX_CERT_KEY_PATH');
    expect(() => readConfig({ ...psp, PIX_CERT_KEY_PATH: '/k.pem' })).toThrow('PIX_CERT_PATH');
  });
});
