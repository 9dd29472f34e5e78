//! The names a new variant may not take ([`xtask::workspace_names`]):
//! module declarations and library names read from the members' files.

use xtask::workspace_names::{declared_module, lib_name};

#[test]
fn module_declarations_are_read_in_every_form() {
    for (line, module) in [
        ("mod game;", Some("game")),
        ("pub mod notation {", Some("notation")),
        ("    pub(crate) mod walk;", Some("walk")),
        ("pub(in crate::x) mod deep;", Some("deep")),
        ("// mod comment;", None),
        ("model;", None),
        ("pub fn modulo() {}", None),
    ] {
        assert_eq!(declared_module(line), module, "{line}");
    }
}

#[test]
fn a_members_library_name_is_read_from_its_lib_section() {
    let manifest = "[package]\nname = \"cvpages-tests\"\n\n[lib]\nname = \"cvpages_tests\"\n\n[dependencies]\nname = \"no\"\n";
    assert_eq!(lib_name(manifest).as_deref(), Some("cvpages_tests"));
    assert_eq!(lib_name("[package]\nname = \"x\"\n"), None);
}
