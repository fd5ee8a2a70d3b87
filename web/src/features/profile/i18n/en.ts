export const profileEn = {
  email: "E-mail",
  position: "Position",
  department: "Department",
  phone: "Phone",
  location: "Location",
  about: "About",
  external: "External",
  locked: "Locked",
  noDetails: "No profile details yet.",
  notFound: "This member does not exist or is not visible to you.",
};

export type ProfileMessages = typeof profileEn;

export const profileEditEn = {
  title: "Edit profile",
  edit: "Edit profile",
  picture: "Profile picture",
  pictureHint: "A square photo works best.",
  removePicture: "Remove picture",
  firstName: "First name",
  lastName: "Last name",
};

export type ProfileEditMessages = typeof profileEditEn;
