"""ipywidgets apps built from a few shared components; every rule comes from ``engine``."""
from .app import GameApp, SetupPanel
from .components import ActionLog, ActionPicker, StateView, StepThrough, static_step_through

__all__ = ["GameApp", "SetupPanel", "ActionLog", "ActionPicker", "StateView", "StepThrough", "static_step_through"]
