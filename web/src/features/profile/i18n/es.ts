import type { ProfileEditMessages, ProfileMessages } from "./en";

export const profileEs: ProfileMessages = {
  email: "Correo electrónico",
  position: "Puesto",
  department: "Departamento",
  phone: "Teléfono",
  location: "Ubicación",
  about: "Sobre mí",
  external: "Externo",
  locked: "Bloqueado",
  noDetails: "Todavía no hay datos de perfil.",
  notFound: "Este miembro no existe o no es visible para ti.",
};

export const profileEditEs: ProfileEditMessages = {
  title: "Editar perfil",
  edit: "Editar perfil",
  picture: "Foto de perfil",
  pictureHint: "Una foto cuadrada queda mejor.",
  removePicture: "Quitar foto",
  firstName: "Nombre",
  lastName: "Apellido",
};
