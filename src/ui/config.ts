/** Build-time settings of the browser app (Vite env). */
export const uiConfig = {
  /** WhatsApp number of the provider's support, digits with country code. */
  supportWhatsApp: (import.meta.env.VITE_SUPPORT_WHATSAPP as string | undefined) ?? '5511940028922',
  supportMessage: 'Olá! Estou com dúvidas sobre o processo de pedido no portal e gostaria de ajuda.',
  supportPhone: '(11) 4002-8922',
  supportEmail: 'atendimento@caalinhadores.com.br',
};
