/** A dentist's registration the server accepts (POST /api/dentist), for tests that need one to start from. */
export const aRegistration = {
  name: 'Helena Prado',
  email: 'helena.prado@clinica.com.br',
  cpf: '246.813.579-28',
  gender: 'FEMALE',
  phone: '(11) 91234-5678',
  croNumber: '123456',
  croState: 'SP',
  specialty: 'Ortodontia',
  clinicName: 'Clínica Prado',
  password: 'Sorriso#2026',
  acceptedTerms: true,
} as const;
