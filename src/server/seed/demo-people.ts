/** Demo accounts of decisions §3; every password is `Demo@1234`. */
export const demoPassword = 'Demo@1234';

export const demoUsers = [
  { key: 'dentista', email: 'dentista@demo.com.br', document: '52998224725', name: 'Ana Beatriz Souza', role: 'DENTIST', gender: 'FEMALE', cro: 'SP104233', phone: '(11) 98765-4321', accredited: true, lead: false, kol: null },
  { key: 'kol', email: 'kol@demo.com.br', document: '11144477735', name: 'Carlos Eduardo Lima', role: 'DENTIST', gender: 'MALE', cro: 'RJ55120', phone: '(21) 99876-5432', accredited: true, lead: false, kol: 6 },
  { key: 'novo', email: 'novo@demo.com.br', document: '39053344705', name: 'Mariana Alves', role: 'DENTIST', gender: 'FEMALE', cro: 'MG33871', phone: '(31) 97654-3210', accredited: false, lead: false, kol: null },
  { key: 'lead', email: 'lead@demo.com.br', document: null, name: 'Paulo Henrique Dias', role: 'DENTIST', gender: 'MALE', cro: null, phone: null, accredited: false, lead: true, kol: null },
  { key: 'atendente', email: 'atendente@demo.com.br', document: null, name: 'Juliana Rocha', role: 'EMPLOYEE', gender: 'FEMALE', cro: null, phone: null, accredited: false, lead: false, kol: null },
  { key: 'planejador', email: 'planejador@demo.com.br', document: null, name: 'Rafael Martins', role: 'PLANNER', gender: 'MALE', cro: null, phone: null, accredited: false, lead: false, kol: null },
  { key: 'consultor', email: 'consultor@demo.com.br', document: null, name: 'Fernanda Costa', role: 'CONSULTANT', gender: 'FEMALE', cro: null, phone: null, accredited: false, lead: false, kol: null },
] as const;

/** Certificate codes the provider issued; the first accredits novo@demo.com.br (decisions §3). */
export const demoAccreditationCodes = [
  '12345678.87654321.1234567.1.12345678901234567890',
  '11112222.33334444.5556667.8.99990000111122223333',
  '22223333.44445555.6667778.9.00001111222233334444',
];

export const demoPatientNames: readonly (readonly [string, string, 'MALE' | 'FEMALE'])[] = [
  ['João', 'Pereira da Silva', 'MALE'],
  ['Maria', 'Conceição Santos', 'FEMALE'],
  ['Lucas', 'Oliveira', 'MALE'],
  ['Beatriz', 'Ferreira Gomes', 'FEMALE'],
  ['Gabriel', 'Ribeiro', 'MALE'],
  ['Larissa', 'Carvalho', 'FEMALE'],
  ['Pedro', 'Almeida Costa', 'MALE'],
  ['Camila', 'Araújo', 'FEMALE'],
  ['Rafael', 'Barbosa', 'MALE'],
  ['Isabela', 'Rocha Nunes', 'FEMALE'],
  ['Thiago', 'Mendes', 'MALE'],
  ['Letícia', 'Cardoso', 'FEMALE'],
  ['Matheus', 'Teixeira', 'MALE'],
  ['Juliana', 'Moreira Lopes', 'FEMALE'],
  ['Felipe', 'Castro', 'MALE'],
  ['Ângela', 'Müller', 'FEMALE'],
];
