import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Postal codes the stand-in knows, in ViaCEP's shape. */
export const knownPostalCodes: Record<string, { logradouro: string; bairro: string; localidade: string; uf: string }> = {
  '01310100': { logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' },
  '20040020': { logradouro: 'Rua da Assembleia', bairro: 'Centro', localidade: 'Rio de Janeiro', uf: 'RJ' },
  '30130010': { logradouro: 'Avenida Afonso Pena', bairro: 'Centro', localidade: 'Belo Horizonte', uf: 'MG' },
};

/** A CEP the stand-in answers with a server error, to exercise the failure path. */
export const failingPostalCode = '99999999';

/** A local ViaCEP-compatible server: known codes, `{ erro: true }` for others, 500 for the failing one. */
export const startCepStandIn = (port = 0): Promise<{ url: string; server: Server }> =>
  new Promise((resolve) => {
    const server = createServer((req, res) => {
      const cep = /^\/(\d{8})\/json\/?$/.exec(req.url ?? '')?.[1];
      if (!cep) {
        res.writeHead(400).end();
        return;
      }
      if (cep === failingPostalCode) {
        res.writeHead(500).end('falha');
        return;
      }
      const known = knownPostalCodes[cep];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(known ? { cep: `${cep.slice(0, 5)}-${cep.slice(5)}`, complemento: '', ...known } : { erro: true }));
    });
    server.listen(port, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }));
  });
