import type { ChannelsShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  channels: {
    shell: {
      channels: "Canales",
      assignSubscriptions: "Suscripciones a canales",
      startPage: "Página de inicio",
      subscribed: "Suscritos",
      recent: "Visitados recientemente",
      popular: "Populares",
      create: "Crear canal",
      all: "Todos los canales",
      toggle: "Mostrar u ocultar {{section}}",
    } satisfies ChannelsShellMessages,
  },
};
