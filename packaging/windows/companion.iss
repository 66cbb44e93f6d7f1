; Inno Setup script: the Windows installer of dist\companion\ (built by tools/dist.py).
; The release workflow runs:  iscc /DVersion=0.2.0 packaging\windows\companion.iss
; It installs for the current user by default (no administrator needed), adds a Start menu
; entry, offers a desktop shortcut, and lists the app under "Open with" for BattleScribe files
; (.ros .rosz .cat .catz .gst .gstz) without taking them over. Windows tells files by their last
; extension only, so *.army.json and *.cards.json cannot have an association of their own.

#ifndef Version
  #error Give the version: iscc /DVersion=X.Y.Z
#endif

[Setup]
AppId={{4AB21798-6DAB-47F9-9918-FB208A3551E1}
AppName=Confrontation companion
AppVersion={#Version}
AppPublisher=The companion developers
AppPublisherURL=https://github.com/confrontation-companion/companion
DefaultDirName={autopf}\Confrontation companion
DefaultGroupName=Confrontation companion
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=companion-{#Version}-windows-setup
UninstallDisplayIcon={app}\companion.exe
ChangesAssociations=yes
Compression=lzma2
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; Flags: unchecked

[Files]
Source: "..\..\dist\companion\*"; DestDir: "{app}"; Flags: recursesubdirs ignoreversion

[Icons]
Name: "{group}\Confrontation companion"; Filename: "{app}\companion.exe"
Name: "{autodesktop}\Confrontation companion"; Filename: "{app}\companion.exe"; Tasks: desktopicon

[Registry]
; One file type of ours, "companion.battlescribe", opened by companion.exe with the file...
Root: HKA; Subkey: "Software\Classes\companion.battlescribe"; ValueType: string; ValueData: "BattleScribe data"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\companion.battlescribe\DefaultIcon"; ValueType: string; ValueData: "{app}\companion.exe,0"
Root: HKA; Subkey: "Software\Classes\companion.battlescribe\shell\open\command"; ValueType: string; ValueData: """{app}\companion.exe"" ""%1"""
; ...offered under "Open with" for each extension.
Root: HKA; Subkey: "Software\Classes\.ros\OpenWithProgids"; ValueType: string; ValueName: "companion.battlescribe"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.rosz\OpenWithProgids"; ValueType: string; ValueName: "companion.battlescribe"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.cat\OpenWithProgids"; ValueType: string; ValueName: "companion.battlescribe"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.catz\OpenWithProgids"; ValueType: string; ValueName: "companion.battlescribe"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.gst\OpenWithProgids"; ValueType: string; ValueName: "companion.battlescribe"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.gstz\OpenWithProgids"; ValueType: string; ValueName: "companion.battlescribe"; ValueData: ""; Flags: uninsdeletevalue

[Run]
Filename: "{app}\companion.exe"; Description: "{cm:LaunchProgram,Confrontation companion}"; Flags: nowait postinstall skipifsilent
