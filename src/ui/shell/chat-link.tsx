import { uiConfig } from '../config';

const chatUrl = `https://wa.me/${uiConfig.supportWhatsApp}?text=${encodeURIComponent(uiConfig.supportMessage)}`;

/** The provider's support chat, bottom-left on every page in a strip of its own, so it covers nothing (hidden in print). */
export const ChatLink = () => (
  <a className="chat-link" href={chatUrl} target="_blank" rel="noopener noreferrer" aria-label="Dúvidas? Falar com o atendimento pelo WhatsApp">
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <path
        fill="currentColor"
        d="M16 3C8.8 3 3 8.7 3 15.8c0 2.5.7 4.9 2 7L3 29l6.4-2c2 1.1 4.3 1.7 6.6 1.7 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.4c-2.1 0-4.1-.6-5.8-1.7l-.4-.3-3.8 1.2 1.2-3.7-.3-.4a10.4 10.4 0 0 1-1.8-5.8C5.1 9.9 10 5.2 16 5.2s10.9 4.7 10.9 10.6S22 26.4 16 26.4zm6-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7.1a8.8 8.8 0 0 1-4.4-3.8c-.3-.6.3-.5 1-1.8.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.5.1-.8.4s-1 1-1 2.5 1.1 2.9 1.2 3.1 2.1 3.3 5.2 4.6c1.9.8 2.7.9 3.6.7.6-.1 1.9-.8 2.1-1.5s.3-1.3.2-1.5-.2-.2-.5-.3z"
      />
    </svg>
    <span className="chat-link__label">Dúvidas?</span>
  </a>
);
